// The applications module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export {
  alreadyApplied, APPLICATION_MESSAGES, attribute, checkedPhone, checkedText, COURIER_TEXTS, lengthBounds, type LengthRules,
  SELLER_TEXTS,
} from './rules';
