import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /**
     * Element Timing: the browser reports when this image is painted (a `PerformanceElementTiming`
     * entry). A page's main image carries it, so boot.ts can start the app once it shows.
     */
    elementtiming?: string;
  }
}
