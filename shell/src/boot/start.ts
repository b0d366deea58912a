import { boot, readBootConfig } from './boot.ts';

// The id of the page's preload list, a constant of the site written in when the shell is built
// (PaintFirstPlugin): nothing that changes from one build to the next is in this script's code.
declare const PAGE_PRELOADS_ID: string;

// Run inline at the end of the body, so its own element is the current script.
boot(readBootConfig(document.currentScript, PAGE_PRELOADS_ID));
