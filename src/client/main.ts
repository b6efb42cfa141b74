// Hydration entry: placeholder until the islands issue.
export {};
