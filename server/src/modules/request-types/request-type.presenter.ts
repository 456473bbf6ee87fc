import { field, presenter } from '../../api/presenter';
import type { RequestTypeEntity } from './request-type.entity';

/** A request type as spec §3 reads it. */
export const requestTypePresenter = presenter<RequestTypeEntity>({
  id: field.text((type) => type.id),
  name: field.text((type) => type.name),
  display_name: field.text((type) => type.displayName),
  description: field.textOrNull((type) => type.description),
  color: field.text((type) => type.color),
  icon: field.text((type) => type.icon),
  requires_approval: field.boolean((type) => type.requiresApproval),
  requires_hr_approval: field.boolean((type) => type.requiresHrApproval),
  max_days_per_year: field.number((type) => type.maxDaysPerYear),
  accrual_type: field.text((type) => type.accrualType),
  accrual_rate: field.number((type) => type.accrualRate),
  is_active: field.boolean((type) => type.isActive),
  is_built_in: field.boolean((type) => type.isBuiltIn),
});
