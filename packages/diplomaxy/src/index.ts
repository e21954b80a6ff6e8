/**
 * @packageDocumentation
 */
export {};
