// One promise per script address, so a script is added to the page once however often it is asked for.
const scripts = new Map<string, Promise<void>>();

/** Adds `<script async src>` to the page once and resolves when it has loaded; a failed load can be tried again. */
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}
