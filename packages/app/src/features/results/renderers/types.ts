/**
 * What every agent's result renderer receives: the task's `analysisResult ?? result` (product 3), as
 * read from the server (unknown shape until the renderer reads it with the contract's read schema).
 */
export interface ResultRendererProps {
  readonly data: unknown;
}
