/// <reference lib="webworker" />
// The service worker only wires its parts together.
import { precacheBuild } from './precache';
import { routeNavigations } from './navigation';
import { handleBackgroundSync } from './sync';
import { handleLifecycle } from './lifecycle';
import { handlePush } from './push';

handleLifecycle();
precacheBuild();
routeNavigations();
handleBackgroundSync();
handlePush();
