/** Issue 18 (entries): placeholder until this screen is built. */
export { default } from '../common/UnderDevelopment';
