// Everything is in the header, as inline functions; this file gives the target a translation unit.
#include "CSignalsAtomics.h"
