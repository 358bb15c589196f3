// The Mantine styles of the public site's first paint: the base layers and the components the
// header, footer, home page and information pages use, about 8 KB instead of the whole 36 KB
// library stylesheet, so server-rendered pages paint sooner on slow connections. A site page that
// uses another Mantine component adds its stylesheet here if the page is rendered on the server
// (or imports it in its own module if it appears only after an interaction, as the overlays do).
// The back-office and the tablet load the whole library stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/VisuallyHidden.css';
