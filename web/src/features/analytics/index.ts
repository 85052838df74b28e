export { MEASUREMENT_ID } from './analytics';
