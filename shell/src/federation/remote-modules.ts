import { createContext } from 'react';

/**
 * Loads a remote's exposed module, e.g. `load('newsContact', 'LatestNews')`: in the browser through Module
 * Federation (remote-loader.ts), in the renderer from the remote's Node build. Rejects when the remote cannot
 * be loaded.
 */
export type LoadRemoteModule = <T>(name: string, module: string) => Promise<T>;

const noLoader: LoadRemoteModule = (name, module) =>
  Promise.reject(new Error(`No remote loader is provided for ${name}/${module}`));

/** The loader of remote modules for the components below it (SiteProviders provides it). */
export const RemoteModulesContext = createContext<LoadRemoteModule>(noLoader);
