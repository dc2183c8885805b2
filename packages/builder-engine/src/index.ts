/** Public entry of the page builder's engine; filled by the builder-engine issue. */
export {};
