// Styles of the Mantine parts the route-pass pages use beyond the site's first-paint subset: the
// place search (Select, its dropdown), the route type and vehicle switches, the start radios, the
// segment tables and the facts. Imported by the route-pass chunks only.
import './mantine-purchase-styles';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/List.css';
