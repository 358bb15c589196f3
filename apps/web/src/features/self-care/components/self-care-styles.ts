// Styles of the Mantine parts the self-care pages (toll settings, saved vehicles) use beyond the
// site's first-paint subset: cards, tables, switches, number fields, selects. Imported by their
// chunks only.
import '../../../site-kit/mantine-purchase-styles';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
