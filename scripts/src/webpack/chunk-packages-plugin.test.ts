import path from 'node:path';
import { packageOf } from './chunk-packages-plugin.ts';

const root = path.join(path.sep, 'repo');
const at = (...parts: string[]) => path.join(root, ...parts);

describe('packageOf', () => {
  it('names the npm package after the last node_modules folder, scoped or not', () => {
    expect(packageOf(at('node_modules', 'react-dom', 'cjs', 'react-dom-client.production.js'), root)).toBe('react-dom');
    expect(packageOf(at('node_modules', '@module-federation', 'runtime-core', 'dist', 'index.js'), root)).toBe(
      '@module-federation/runtime-core',
    );
    expect(packageOf(at('node_modules', 'a', 'node_modules', 'dequal', 'index.mjs'), root)).toBe('dequal');
  });

  it('names a workspace package by its folder', () => {
    expect(packageOf(at('shell', 'src', 'main.tsx'), root)).toBe('shell');
    expect(packageOf(at('mfe-about', 'src', 'routes.tsx'), root)).toBe('mfe-about');
  });
});
