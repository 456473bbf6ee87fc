import { bodyOf, bool, num, param, queryBool, text, type Body } from '../../api/input';
import type { RestRoute } from '../../api/route';
import type { AccrualTypeValue } from './request-type.entity';
import { requestTypePresenter } from './request-type.presenter';
import type { RequestTypeInput } from './request-type.service';
import type { RequestTypeService } from './request-type.service';

function requestTypeInput(body: Body): RequestTypeInput {
  return {
    name: text(body, 'name'),
    displayName: text(body, 'display_name', 'displayName'),
    description: text(body, 'description'),
    color: text(body, 'color'),
    icon: text(body, 'icon'),
    requiresApproval: bool(body, 'requires_approval', 'requiresApproval'),
    requiresHrApproval: bool(body, 'requires_hr_approval', 'requiresHrApproval'),
    maxDaysPerYear: num(body, 'max_days_per_year', 'maxDaysPerYear'),
    accrualType: text(body, 'accrual_type', 'accrualType') as AccrualTypeValue | null | undefined,
    accrualRate: num(body, 'accrual_rate', 'accrualRate'),
    isActive: bool(body, 'is_active', 'isActive'),
  };
}

const fields = {
  name: 'internal name: lowercase, no spaces; immutable',
  display_name: 'required',
  description: 'text',
  color: 'hex, default #3B82F6',
  icon: 'calendar, heart, more, palette or settings',
  requires_approval: 'boolean',
  requires_hr_approval: 'boolean: after the manager, HR approves too (two-step approval)',
  max_days_per_year: '0-365 in steps of 0.5',
  accrual_type: 'yearly, monthly, quarterly or none',
  accrual_rate: '0-365 in steps of 0.5',
  is_active: 'boolean',
};

export const requestTypeRoutes = ({ requestTypes }: { requestTypes: RequestTypeService }): RestRoute[] => [
  {
    method: 'get',
    path: '/request-types',
    response: 'RequestType[]',
    summary: 'Active request types, built-in first; administrators may add includeInactive=true.',
    query: { includeInactive: 'true to include inactive types (administrators)' },
    handler: async (req, { actor }) => ({
      data: (await requestTypes.list(actor, queryBool(req, 'includeInactive') ?? false)).map(
        requestTypePresenter.present,
      ),
    }),
  },
  {
    method: 'post',
    path: '/request-types',
    statuses: [201],
    response: 'RequestType',
    summary:
      'Creates a request type (administrators). Name, display name, max days per year and accrual rate are required.',
    body: fields,
    handler: async (req, { actor }) => ({
      status: 201,
      data: requestTypePresenter.present(await requestTypes.create(actor, requestTypeInput(bodyOf(req)))),
      message: 'Request type created successfully',
    }),
  },
  {
    method: 'put',
    path: '/request-types/:id',
    response: 'RequestType',
    summary:
      'Updates a request type (administrators); the internal name cannot change and built-in types cannot be deactivated.',
    body: fields,
    handler: async (req, { actor }) => ({
      data: requestTypePresenter.present(
        await requestTypes.update(actor, param(req, 'id'), requestTypeInput(bodyOf(req))),
      ),
      message: 'Request type updated successfully',
    }),
  },
  {
    method: 'delete',
    path: '/request-types/:id',
    summary:
      'Deletes a request type (administrators). Built-in types pto, sickness and other cannot be deleted; a type with requests must be deactivated instead (409).',
    handler: async (req, { actor }) => {
      await requestTypes.delete(actor, param(req, 'id'));
      return { data: { id: param(req, 'id') }, message: 'Request type deleted successfully' };
    },
  },
];
