// @vitest-environment node
import { firebaseOnlyFiles, type ViteManifest } from './precache';

describe('the precache', () => {
  it('leaves out the chunks only firebase\'s SDK loads, and keeps those the app shares with it', () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      'src/app/routes/login-page.tsx': { file: 'assets/login-page-1.js', isDynamicEntry: true, imports: ['index.html', '_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '../node_modules/firebase/auth/dist/esm/index.esm.js': { file: 'assets/index.esm-auth.js', isDynamicEntry: true, imports: ['_index.esm-core.js', '_shared-1.js'] },
      '../node_modules/@firebase/firestore/dist/index.esm.js': { file: 'assets/index.esm-firestore.js', isDynamicEntry: true, imports: ['_index.esm-core.js'] },
      '_index.esm-core.js': { file: 'assets/index.esm-core.js' },
    };
    expect([...firebaseOnlyFiles(manifest)].sort()).toEqual(['assets/index.esm-auth.js', 'assets/index.esm-core.js', 'assets/index.esm-firestore.js']);
  });
});
