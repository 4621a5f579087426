import { tp } from '@plaza/domain/messages/es-panel';
import type { StaffRole } from '@plaza/domain/schemas/staff';

/** A staff role as the panel names it: "Pedidos" or "Catálogo". */
export const roleName = (role: StaffRole) => tp(role === 'orders' ? 'team.roleOrders' : 'team.roleCatalogue');
