// Its own chunk, like the dark theme: a server-rendered page carries its theme's variables in
// Fluent's style tag, so a visit that keeps its theme never loads these values.
export { webLightTheme } from '@fluentui/react-components';
