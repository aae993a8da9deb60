import { randomBytes } from 'node:crypto';
import { STEP_UP_TTL_SECONDS, type StepUpRequest, type StepUpResponse } from '@meridian/contract/security';
import type { Db } from '../../platform/db';
import type { AuthedContext } from '../../platform/http/route';
import type { FactorsService } from './factors.service';
import { stepUpId } from './step-ups.commands';
import { insertStepUp } from './step-ups.repo';

export interface StepUpServiceDeps {
  db: Db;
  factors: FactorsService;
}

/** POST /security/step_up: a second factor proven for one action gives a proof for this session, used once. */
export class StepUpService {
  constructor(private readonly d: StepUpServiceDeps) {}

  async stepUp(input: StepUpRequest, ctx: AuthedContext): Promise<StepUpResponse> {
    await this.d.factors.prove(ctx.session.userId, input);
    const proof = randomBytes(32).toString('base64url');
    const expiresAt = await insertStepUp(this.d.db, {
      id: stepUpId(proof),
      userId: ctx.session.userId,
      sessionId: ctx.session.sessionId,
      action: input.action,
      ttlSeconds: STEP_UP_TTL_SECONDS,
    });
    return { proof, action: input.action, expires_at: expiresAt.toISOString() };
  }
}
