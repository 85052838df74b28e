// The firebase module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { firebaseModule, type FirebaseModuleOptions } from './module';
export { createFirebaseService } from './service';
export { type FirebaseSettings, type FirebaseTokenVerifier, firebaseVerifierFor } from './verifier';
