/** Issue 18 (game): placeholder until this screen is built. */
export { default } from '../common/UnderDevelopment';
