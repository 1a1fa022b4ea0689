// Features read IndexedDB through this re-export so that only src/lib depends on Dexie directly.
// useLiveQuery returns undefined while loading.
export { useLiveQuery } from 'dexie-react-hooks';
