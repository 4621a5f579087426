/**
 * The `elementtiming` name of a page's main image (the one it asks for first, at high priority):
 * the browser reports when it is painted, and boot.ts starts the app only after that.
 */
export const MAIN_IMAGE_TIMING = 'main-image';
