/** Issue 18 (coupons): placeholder until this screen is built. */
export { default } from '../common/UnderDevelopment';
