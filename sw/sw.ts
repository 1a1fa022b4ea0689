/// <reference lib="webworker" />
// The service worker only wires its parts together.
import { precacheBuild } from './precache';
import { routeNavigations } from './navigation';
import { handleBackgroundSync } from './sync';
import { handleLifecycle } from './lifecycle';
import { keepScreensByRole } from './role-screens';
import { handlePush } from './push';

handleLifecycle();
precacheBuild();
keepScreensByRole();
routeNavigations();
handleBackgroundSync();
handlePush();
