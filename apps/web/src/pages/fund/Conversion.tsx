/** Placeholder until this screen lands (this session). */
export { default } from '../common/UnderDevelopment';
