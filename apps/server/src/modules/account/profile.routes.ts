import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { ProfileService } from './profile.service';

/** Settings: pay password, phone/e-mail binding, avatar, nickname (contract `API.profile`). */
export function profileRoutes(app: FastifyInstance, profile: ProfileService): void {
  const limited = { rateLimit: { max: 10, timeWindowMs: 60_000 } };
  const api = API.profile;
  handle(app, api.updatePayPassword, (input, ctx) => profile.setPayPassword(input, ctx), limited);
  handle(app, api.bindMobile, (input, ctx) => profile.bindMobile(input, ctx), limited);
  handle(app, api.bindEmail, (input, ctx) => profile.bindEmail(input, ctx), limited);
  handle(app, api.headPortrait, (input, ctx) => profile.setHeadPortrait(input.head_portrait, ctx));
  handle(app, api.editNickname, (input, ctx) => profile.editNickname(input, ctx));
}
