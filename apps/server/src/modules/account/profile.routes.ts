import {
  bindEmailRequest,
  bindMobileRequest,
  editNicknameRequest,
  headPortraitRequest,
  updatePayPasswordRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import type { ProfileService } from './profile.service';

/** Spec §7 Settings: pay password, phone/e-mail binding, avatar, nickname. Routes only delegate. */
export function profileRoutes(app: FastifyInstance, profile: ProfileService): void {
  const minute = 60_000;
  defineRoute(app, {
    method: 'POST',
    url: '/safe/update_password',
    auth: 'required',
    input: updatePayPasswordRequest,
    rateLimit: { max: 10, timeWindowMs: minute },
    handler: (input, ctx) => profile.setPayPassword(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/safe/mobile',
    auth: 'required',
    input: bindMobileRequest,
    rateLimit: { max: 10, timeWindowMs: minute },
    handler: (input, ctx) => profile.bindMobile(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/safe/email',
    auth: 'required',
    input: bindEmailRequest,
    rateLimit: { max: 10, timeWindowMs: minute },
    handler: (input, ctx) => profile.bindEmail(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/uploadHeadPortrait',
    auth: 'required',
    input: headPortraitRequest,
    handler: (input, ctx) => profile.setHeadPortrait(input.head_portrait, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/user/editNickname',
    auth: 'required',
    input: editNicknameRequest,
    handler: (input, ctx) => profile.editNickname(input, ctx),
  });
}
