/**
 * The ieo module's entry: other modules import from here only. Projects and subscriptions (IeoService), the
 * console's calls (IeoOpsService) and the allocation and delivery (IeoSettlement).
 */
export { ieoModule } from './ieo.module';
export { IeoService, IEO_ORDER_REF } from './ieo.service';
export { IeoOpsService } from './ieo-ops.service';
export { IeoSettlement, IEO_POOL, IEO_ALLOCATE_JOB, IEO_DELIVER_JOB } from './settlement';
