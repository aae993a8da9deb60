/** The kyc module's entry: other modules import from here only. Identity verification and its review. */
export { KycService } from './kyc.service';
export { kycRoutes } from './kyc.routes';
export { kycModule } from './kyc.module';
