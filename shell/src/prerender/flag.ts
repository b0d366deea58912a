/** The query parameter that asks the shell to expose its prerender hooks (used only by the prerender job). */
export const PRERENDER_FLAG = '__prerender';
