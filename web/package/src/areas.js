// Areas of the module whose Embind bindings are registered on first use (bindings/lazy_area.h):
// instantiation registers only what playing Tribun needs, so a Tribun-only user never pays for
// the CoTuLenh, spatial and Catan bindings, nor for Tribun's records, clocks, lessons, click
// options and search until first used (docs/PERFORMANCE.md, "Startup"). Each area's facade
// calls requireArea() when it is built; registering is synchronous and happens once per module
// instance.

const registered = new WeakMap();  // module instance -> Set of registered area names

/** Registers `area`'s bindings on `module` unless that was done already. */
export function requireArea(module, area) {
  let done = registered.get(module);
  if (done === undefined) registered.set(module, (done = new Set()));
  if (done.has(area)) return;
  module[`_boardrules_register_${area}`]();
  done.add(area);
}
