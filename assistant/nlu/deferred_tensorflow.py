"""Keep TensorFlow out of a process that only runs the trained model (the Rasa server).

Rasa 3.6 imports TensorFlow (5 s and about 400 MB on 2 cores) while importing its dialogue
engine and reading a model's metadata, although our pipeline and policies use no TensorFlow
component (``nlu_data/config.yml``). Three of its modules touch TensorFlow when imported, only
to define what training needs:

- ``rasa.utils.tensorflow.callback`` and ``rasa.utils.tensorflow.data_generator`` subclass
  Keras classes (imported by ``rasa.utils.train_utils``, which every policy imports);
- ``rasa.graph_components.validators.default_recipe_validator`` imports the TensorFlow
  components to check a configuration before training (named in every model's training graph).

``install()`` defers them without changing what any code gets:

- ``tensorflow`` itself is imported lazily (``importlib.util.LazyLoader``): it runs the first
  time something reads one of its attributes;
- the three modules are replaced by stand-ins. A stand-in's names in ``STAND_INS`` are
  ``DeferredClass`` objects that import the real module and hand over to the real class the
  first time they are called, inspected or compared (``isinstance``, ``issubclass``); any other
  name imports the real module at once.

Only for processes that never train: training builds graphs from these classes and would get
the stand-ins. ``assistant.chat.rasa_server`` installs it before importing Rasa.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import threading
from types import ModuleType
from typing import Any

LAZY_MODULES = frozenset({"tensorflow"})
STAND_INS: dict[str, tuple[str, ...]] = {
    "rasa.utils.tensorflow.callback": ("RasaTrainingLogger", "RasaModelCheckpoint"),
    "rasa.utils.tensorflow.data_generator": ("RasaBatchDataGenerator",),
    "rasa.graph_components.validators.default_recipe_validator": ("DefaultV1RecipeValidator",),
}
"""Each deferred module and the names other modules import from it at import time."""

_real_imports: set[str] = set()
_lock = threading.RLock()


def real_module(name: str) -> ModuleType:
    """The real module ``name``, imported now if only its stand-in was."""
    with _lock:
        module = sys.modules.get(name)
        if module is not None and not isinstance(module.__spec__.loader, _StandInLoader):
            return module
        _real_imports.add(name)
        sys.modules.pop(name, None)
        return importlib.import_module(name)


class DeferredClass(type):
    """The type of a stand-in class: every use reaches the real class, imported then."""

    _module: str
    _name: str

    def real(cls) -> Any:
        """The real class this stand-in is for."""
        return getattr(real_module(cls._module), cls._name)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        return cls.real()(*args, **kwargs)

    def __getattr__(cls, name: str) -> Any:
        return getattr(cls.real(), name)

    def __instancecheck__(cls, instance: Any) -> bool:
        return isinstance(instance, cls.real())

    def __subclasscheck__(cls, subclass: type) -> bool:
        return issubclass(subclass, cls.real())


class _StandInLoader(importlib.abc.Loader):
    """Makes a module whose deferred names are stand-in classes."""

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        name = module.__name__
        for class_name in STAND_INS[name]:
            setattr(module, class_name,
                    DeferredClass(class_name, (), {"_module": name, "_name": class_name}))
        module.__getattr__ = lambda attribute: _real_attribute(name, attribute)  # type: ignore[method-assign]


def _real_attribute(module_name: str, attribute: str) -> Any:
    """A name the stand-in does not hold: the real module's (not for the import machinery's
    probes such as ``__path__``, which must not import it)."""
    if attribute.startswith("__"):
        raise AttributeError(attribute)
    return getattr(real_module(module_name), attribute)


class _DeferringFinder(importlib.abc.MetaPathFinder):
    """Finds the stand-ins and the lazy modules before Python's own finders do."""

    def find_spec(self, fullname: str, path: Any, target: ModuleType | None = None
                  ) -> importlib.machinery.ModuleSpec | None:
        if fullname in STAND_INS and fullname not in _real_imports:
            return importlib.util.spec_from_loader(fullname, _StandInLoader())
        if fullname in LAZY_MODULES:
            spec = importlib.machinery.PathFinder.find_spec(fullname, path)
            if spec is not None and spec.loader is not None:
                spec.loader = importlib.util.LazyLoader(spec.loader)
            return spec
        return None


def install() -> None:
    """Defer TensorFlow in this process (idempotent; before Rasa is imported to be of use)."""
    if not any(isinstance(finder, _DeferringFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _DeferringFinder())


def tensorflow_imported() -> bool:
    """True once TensorFlow has really run in this process (not only its lazy shell)."""
    return "tensorflow.python" in sys.modules
