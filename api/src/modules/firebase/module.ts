// The firebase module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule } from '../../http/api-module';
import { authPort } from '../auth';
import { firebaseRoutes } from './routes';
import { createFirebaseService } from './service';
import { type FirebaseSettings, type FirebaseTokenVerifier, firebaseVerifierFor } from './verifier';

export interface FirebaseModuleOptions {
  /** Firebase sign-in: the project (and emulator mode), or a verifier (tests); default: not configured. */
  firebase?: FirebaseSettings | { verifier: FirebaseTokenVerifier };
}

export const firebaseModule = apiModule<FirebaseModuleOptions>('firebase', [authPort], async (app, { firebase }) => {
  const { db, clock } = app.deps;
  await app.register(firebaseRoutes, {
    firebase: createFirebaseService(db, authPort.of(app).tokens, firebaseVerifierFor(firebase, clock), clock),
  });
});
