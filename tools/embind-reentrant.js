// --js-library of the boardrules module (build-wasm.sh): re-entrancy safe Embind invokers.
//
// Why: with -sDYNAMIC_EXECUTION=0 (needed for pages with a strict Content-Security-Policy),
// Emscripten 3.1.6 builds each bound function's JS invoker around ONE argument array and ONE
// destructor array made when the function is registered, not per call. A binding re-entered
// from a JS callback (a spatial `via` predicate that runs another query, on the same board or
// any other, or creates a Tribun game) overwrote the outer call's wired arguments: the outer
// call then freed the inner call's strings a second time and leaked its own, corrupting the
// heap ("memory access out of bounds", wrong answers, later unrelated calls trapping).
// The same holds for emval's method callers (val::call from C++ into JS).
//
// This library is linked after Embind's own, so its definitions replace Embind's (a later
// library's key wins in Emscripten's library merge). They are Embind 3.1.6's own invokers with
// every array made per call. Measured (bench/js/bench.mjs, alternating runs): no slower on the
// listing path; see docs/SECURITY.md, "Re-entrant calls".
// tests/js/hardening-reentrancy.test.mjs re-enters every callback-taking API: it fails if an
// Emscripten upgrade stops honouring this override.

mergeInto(LibraryManager.library, {
  $craftInvokerFunction__deps: ['$runDestructors', '$throwBindingError'],
  $craftInvokerFunction: function (humanName, argTypes, classType, cppInvokerFunc, cppTargetFunc) {
    var argCount = argTypes.length;
    if (argCount < 2) {
      throwBindingError("argTypes array size mismatch! Must at least get return value and 'this' types!");
    }
    var isClassMethodFunc = argTypes[1] !== null && classType !== null;
    // A type without a destructor function needs the destructor stack (as in Embind).
    var needsDestructorStack = false;
    for (var i = 1; i < argCount; ++i) {
      if (argTypes[i] !== null && argTypes[i].destructorFunction === undefined) {
        needsDestructorStack = true;
        break;
      }
    }
    var returns = argTypes[0].name !== 'void';
    var retType = argTypes[0];
    var expectedArgCount = argCount - 2;
    var first = isClassMethodFunc ? 2 : 1;  // slot of the first argument in `wired`
    return function () {
      if (arguments.length !== expectedArgCount) {
        throwBindingError('function ' + humanName + ' called with ' + arguments.length +
          ' arguments, expected ' + expectedArgCount + ' args!');
      }
      // Per call: a nested call of this same function gets arrays of its own.
      var destructors = needsDestructorStack ? [] : null;
      var wired = new Array(first + expectedArgCount);
      wired[0] = cppTargetFunc;
      if (isClassMethodFunc) wired[1] = argTypes[1].toWireType(destructors, this);
      for (var k = 0; k < expectedArgCount; ++k) {
        wired[first + k] = argTypes[k + 2].toWireType(destructors, arguments[k]);
      }
      var rv = cppInvokerFunc.apply(null, wired);
      if (needsDestructorStack) {
        runDestructors(destructors);
      } else {
        for (var t = isClassMethodFunc ? 1 : 2; t < argCount; ++t) {
          if (argTypes[t].destructorFunction !== null) {
            argTypes[t].destructorFunction(t === 1 ? wired[1] : wired[first + t - 2]);
          }
        }
      }
      if (returns) return retType.fromWireType(rv);
    };
  },

  _emval_get_method_caller__sig: 'iii',
  _emval_get_method_caller__deps: ['_emval_addMethodCaller', '_emval_lookupTypes', '$emval_registeredMethods'],
  _emval_get_method_caller: function (argCount, argTypes) {
    var types = __emval_lookupTypes(argCount, argTypes);
    var retType = types[0];
    var signatureName = retType.name + '_$' + types.slice(1).map(function (t) { return t.name; }).join('_') + '$';
    var returnId = emval_registeredMethods[signatureName];
    if (returnId !== undefined) return returnId;
    var invokerFunction = function (handle, name, destructors, args) {
      var argN = new Array(argCount - 1);  // per call (Embind 3.1.6 shares one)
      var offset = 0;
      for (var i = 0; i < argCount - 1; ++i) {
        argN[i] = types[i + 1]['readValueFromPointer'](args + offset);
        offset += types[i + 1]['argPackAdvance'];
      }
      var rv = handle[name].apply(handle, argN);
      for (var j = 0; j < argCount - 1; ++j) {
        if (types[j + 1].deleteObject) types[j + 1].deleteObject(argN[j]);
      }
      if (!retType.isVoid) return retType['toWireType'](destructors, rv);
    };
    returnId = __emval_addMethodCaller(invokerFunction);
    emval_registeredMethods[signatureName] = returnId;
    return returnId;
  },
});
