// --js-library of the boardrules module (build-wasm.sh): Embind invokers built on first use.
//
// Why: instantiation is one of the package's targets (docs/PERFORMANCE.md, "Startup"), and
// Embind 3.1.6 builds the JS invoker of every bound function and class method while the static
// constructors run: it resolves the argument types (whenDependentTypesAreResolved), looks the
// C++ invoker up in the function table and crafts the wrapper, all in cold interpreted JS, for
// each of the ~75 Tribun bindings, though a page uses a handful at start. Here registration
// records the name and the argument type ids and installs a getter; the first read of the name
// (`module.tribun_packCid`, `games.legalActions`) builds the invoker exactly as Embind would and
// replaces the getter with it, so every later call is Embind's own invoker (the re-entrancy
// safe one of tools/embind-reentrant.js).
//
// Deferring is safe: the type list and the signature are C++ static storage (emscripten/bind.h,
// ArgArrayGetter and getSignature), every type a binding names is registered before the static
// constructors return, and a name read before its types exist gets Embind's "unbound types"
// error without caching anything. Cases this does not cover (an overload of a name already
// registered, a method of a class not yet registered or named in a base class, pure virtual
// methods, symbol-named methods) take Embind's own eager path below, unchanged.
// tests/js/startup-registration.test.mjs checks that the invokers are built on first use.

mergeInto(LibraryManager.library, {
  // The registered types of `rawTypes`, or null while one is not registered.
  $embindLazyTypes__deps: ['$registeredTypes'],
  $embindLazyTypes: function (rawTypes) {
    var types = new Array(rawTypes.length);
    for (var i = 0; i < rawTypes.length; ++i) {
      var type = registeredTypes[rawTypes[i]];
      if (type === undefined) return null;
      types[i] = type;
    }
    return types;
  },

  // Defines `name` on `target` as a getter that builds the value with `build` on first read and
  // then stays a plain data property (as Embind's own assignment would have made it). `build`
  // returns null while the value cannot be built yet; `unbound` is returned then, uncached.
  $embindLazyProperty: function (target, name, build, unbound) {
    var settle = function (value) {
      Object.defineProperty(target, name, { value: value, writable: true, configurable: true, enumerable: true });
    };
    Object.defineProperty(target, name, {
      configurable: true,
      enumerable: true,
      get: function () {
        var value = build();
        if (value === null) return unbound;
        settle(value);
        return value;
      },
      // An assignment through an instance stays on the instance, as for a data property.
      set: function (value) {
        if (this === target) settle(value);
        else Object.defineProperty(this, name, { value: value, writable: true, configurable: true, enumerable: true });
      },
    });
  },

  _embind_register_function__deps: [
    '$craftInvokerFunction', '$exposePublicSymbol', '$heap32VectorToArray', '$readLatin1String',
    '$replacePublicSymbol', '$embind__requireFunction', '$throwUnboundTypeError',
    '$whenDependentTypesAreResolved', '$embindLazyTypes', '$embindLazyProperty'],
  _embind_register_function: function (name, argCount, rawArgTypesAddr, signature, rawInvoker, fn) {
    var rawArgTypes = heap32VectorToArray(argCount, rawArgTypesAddr);
    name = readLatin1String(name);
    var unbound = function () {
      throwUnboundTypeError('Cannot call ' + name + ' due to unbound types', rawArgTypes);
    };
    if (Module.hasOwnProperty(name)) {
      // An overload of an existing name: Embind 3.1.6's own path.
      rawInvoker = embind__requireFunction(signature, rawInvoker);
      exposePublicSymbol(name, unbound, argCount - 1);
      whenDependentTypesAreResolved([], rawArgTypes, function (argTypes) {
        var invokerArgsArray = [argTypes[0], null].concat(argTypes.slice(1));
        replacePublicSymbol(name, craftInvokerFunction(name, invokerArgsArray, null, rawInvoker, fn), argCount - 1);
        return [];
      });
      return;
    }
    embindLazyProperty(Module, name, function () {
      var argTypes = embindLazyTypes(rawArgTypes);
      if (argTypes === null) return null;
      var invokerArgsArray = [argTypes[0], null].concat(argTypes.slice(1));
      var invoker = craftInvokerFunction(name, invokerArgsArray, null, embind__requireFunction(signature, rawInvoker), fn);
      invoker.argCount = argCount - 1;
      return invoker;
    }, unbound);
  },

  _embind_register_class_function__deps: [
    '$craftInvokerFunction', '$heap32VectorToArray', '$readLatin1String', '$ensureOverloadTable',
    '$embind__requireFunction', '$throwUnboundTypeError', '$whenDependentTypesAreResolved',
    '$registeredTypes', '$embindLazyTypes', '$embindLazyProperty'],
  _embind_register_class_function: function (rawClassType, methodName, argCount, rawArgTypesAddr,
    invokerSignature, rawInvoker, context, isPureVirtual) {
    var rawArgTypes = heap32VectorToArray(argCount, rawArgTypesAddr);
    methodName = readLatin1String(methodName);
    var classType = registeredTypes[rawClassType];
    var proto = classType === undefined ? undefined : classType.registeredClass.instancePrototype;
    if (proto !== undefined && !isPureVirtual && !methodName.startsWith('@@') && proto[methodName] === undefined) {
      var humanName = classType.name + '.' + methodName;
      embindLazyProperty(proto, methodName, function () {
        var argTypes = embindLazyTypes(rawArgTypes);
        if (argTypes === null) return null;
        var memberFunction = craftInvokerFunction(humanName, argTypes, classType,
          embind__requireFunction(invokerSignature, rawInvoker), context);
        memberFunction.argCount = argCount - 2;
        return memberFunction;
      }, function () {
        throwUnboundTypeError('Cannot call ' + humanName + ' due to unbound types', rawArgTypes);
      });
      return;
    }
    // Embind 3.1.6's own path (overloads, base-class names, pure virtual and symbol methods,
    // classes not registered yet).
    rawInvoker = embind__requireFunction(invokerSignature, rawInvoker);
    whenDependentTypesAreResolved([], [rawClassType], function (classType) {
      classType = classType[0];
      var humanName = classType.name + '.' + methodName;
      if (methodName.startsWith('@@')) methodName = Symbol[methodName.substring(2)];
      if (isPureVirtual) classType.registeredClass.pureVirtualFunctions.push(methodName);
      function unboundTypesHandler() {
        throwUnboundTypeError('Cannot call ' + humanName + ' due to unbound types', rawArgTypes);
      }
      var proto = classType.registeredClass.instancePrototype;
      var method = proto[methodName];
      if (undefined === method || (undefined === method.overloadTable && method.className !== classType.name && method.argCount === argCount - 2)) {
        unboundTypesHandler.argCount = argCount - 2;
        unboundTypesHandler.className = classType.name;
        proto[methodName] = unboundTypesHandler;
      } else {
        ensureOverloadTable(proto, methodName, humanName);
        proto[methodName].overloadTable[argCount - 2] = unboundTypesHandler;
      }
      whenDependentTypesAreResolved([], rawArgTypes, function (argTypes) {
        var memberFunction = craftInvokerFunction(humanName, argTypes, classType, rawInvoker, context);
        if (undefined === proto[methodName].overloadTable) {
          memberFunction.argCount = argCount - 2;
          proto[methodName] = memberFunction;
        } else {
          proto[methodName].overloadTable[argCount - 2] = memberFunction;
        }
        return [];
      });
      return [];
    });
  },
});
