/** Issue 18 (invite): placeholder until this screen is built. */
export { default } from '../common/UnderDevelopment';
