/** Issue 18 (content): placeholder until this screen is built. */
export { default } from '../common/UnderDevelopment';
