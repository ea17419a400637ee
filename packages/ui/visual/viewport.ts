export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** A story that names no viewport is drawn at the `desktop` option of .storybook/preview. */
const DEFAULT_VIEWPORT: Viewport = { width: 1280, height: 800 };

interface ViewportOption {
  readonly styles?: { readonly width?: string; readonly height?: string };
}

interface ViewportParameter {
  readonly options?: Readonly<Record<string, ViewportOption>>;
  readonly defaultViewport?: string;
}

interface ViewportGlobal {
  readonly value?: string;
  readonly isRotated?: boolean;
}

const pixels = (value: string | undefined, what: string): number => {
  if (value === undefined || !/^\d+(px)?$/.test(value)) throw new Error(`viewport ${what} '${value}' is not a px size`);
  return Number.parseInt(value, 10);
};

/**
 * The viewport a story is drawn in, as Storybook's viewport addon sets it: `globals.viewport.value`
 * (or `parameters.viewport.defaultViewport`) names one of `parameters.viewport.options`, turned
 * sideways when `isRotated`.
 */
export function storyViewport(
  parameters: Readonly<Record<string, unknown>>,
  globals: Readonly<Record<string, unknown>>,
): Viewport {
  const parameter = (parameters['viewport'] ?? {}) as ViewportParameter;
  const global = (globals['viewport'] ?? {}) as ViewportGlobal;
  const name = global.value ?? parameter.defaultViewport;
  if (name === undefined) return DEFAULT_VIEWPORT;
  const option = parameter.options?.[name];
  if (option === undefined)
    throw new Error(`viewport '${name}' is not one of the viewport options of .storybook/preview`);
  const width = pixels(option.styles?.width, `'${name}' width`);
  const height = pixels(option.styles?.height, `'${name}' height`);
  return global.isRotated ? { width: height, height: width } : { width, height };
}
