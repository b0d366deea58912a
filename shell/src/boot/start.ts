import { boot, type BootConfig } from './boot.ts';

// The entry scripts and the preload list's id, written in when the shell is built (PaintFirstPlugin).
declare const BOOT_CONFIG: BootConfig;

boot(BOOT_CONFIG);
