/** The id of the build this bundle belongs to (replaced by Vite at build time). */
declare const __BUILD_ID__: string;
