// The access table and the web's access context, in a chunk of their own: the site's header loads
// them only when one of its entries needs a permission (`useNavPermissions`).
export { capabilitiesOf } from '@toll/domain/access';
export { accessContext } from '../../features/session/access-context';
