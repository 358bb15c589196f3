// Styles of the Mantine parts the buying pages use beyond the site's first-paint subset (the form
// fields and alerts of the overlays, plus lists and dividers). Imported by the chunks that use
// them (the wizard's later steps, the cart, the result and order pages), never by the home page.
import './mantine-overlay-styles';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
