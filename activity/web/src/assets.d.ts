/** The stylesheet is bundled by esbuild, which the type checker is told here. */
declare module '*.css';
