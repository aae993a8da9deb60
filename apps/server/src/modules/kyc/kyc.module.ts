import { defineModule } from '../../platform/module';
import { kycRoutes } from './kyc.routes';
import { KycService } from './kyc.service';

declare module '../../platform/module' {
  interface Services {
    kyc: KycService;
  }
}

/** Identity verification: the user's submission; the operators' review lives in ops. */
export const kycModule = defineModule({
  name: 'kyc',
  setup: ({ database, images, use }) => {
    const kyc = new KycService({
      db: database.db,
      profile: use('profile'),
      images,
      notifier: use('notifications'),
    });
    return { services: { kyc }, routes: (api) => kycRoutes(api, kyc) };
  },
});
