import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';

/**
 * Visual tests render ui stories with the real preview (theme, router) but without
 * loaders: ui stories are presentational and never touch the network.
 */
setProjectAnnotations([{ ...preview, loaders: [] }]);
