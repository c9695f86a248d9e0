declare module '*.css';
/** Vite's mode (`production` for a build): the service worker is for built pages only. */
interface ImportMetaEnv {
  readonly MODE: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
