; obligation 0: load w[_m, 0] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 1: load w[_m, 0] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 2: load w[_m, 0] | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 3: load w[_m, 0] | dim 1 upper: 0 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 4: load w[_m, 0] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 0) 2147483648))))
(check-sat)

; obligation 5: load w[_m, 1] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 6: load w[_m, 1] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 7: load w[_m, 1] | dim 1 lower: 1 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 8: load w[_m, 1] | dim 1 upper: 1 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 9: load w[_m, 1] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 1) 2147483648))))
(check-sat)

; obligation 10: load w[_m, 2] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 11: load w[_m, 2] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 12: load w[_m, 2] | dim 1 lower: 2 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 13: load w[_m, 2] | dim 1 upper: 2 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 14: load w[_m, 2] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 2) 2147483648))))
(check-sat)

; obligation 15: load w[_m, 3] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 16: load w[_m, 3] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 17: load w[_m, 3] | dim 1 lower: 3 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 18: load w[_m, 3] | dim 1 upper: 3 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 19: load w[_m, 3] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 3) 2147483648))))
(check-sat)

; obligation 20: load w[_m, 4] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 21: load w[_m, 4] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 22: load w[_m, 4] | dim 1 lower: 4 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 23: load w[_m, 4] | dim 1 upper: 4 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 24: load w[_m, 4] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 4) 2147483648))))
(check-sat)

; obligation 25: load w[_m, 5] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 26: load w[_m, 5] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 27: load w[_m, 5] | dim 1 lower: 5 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 28: load w[_m, 5] | dim 1 upper: 5 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 29: load w[_m, 5] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 5) 2147483648))))
(check-sat)

; obligation 30: load w[_m, 6] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 31: load w[_m, 6] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 32: load w[_m, 6] | dim 1 lower: 6 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 33: load w[_m, 6] | dim 1 upper: 6 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 34: load w[_m, 6] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 6) 2147483648))))
(check-sat)

; obligation 35: load w[_m, 7] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i) 0)))
(check-sat)

; obligation 36: load w[_m, 7] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i 1) M)))
(check-sat)

; obligation 37: load w[_m, 7] | dim 1 lower: 7 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 38: load w[_m, 7] | dim 1 upper: 7 + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 39: load w[_m, 7] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i 0) (< _i 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 8)))
  (not (< (+ 0 a!1 7) 2147483648))))
(check-sat)

; obligation 40: store denominator[_m] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_1 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_1 0) (< _i_1 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i_1) 0)))
(check-sat)

; obligation 41: store denominator[_m] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_1 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_1 0) (< _i_1 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i_1 1) M)))
(check-sat)

; obligation 42: store denominator[_m] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i_1 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_1 0) (< _i_1 128)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i_1 1) 1) 1)))
  (not (< (+ 0 a!1) 2147483648))))
(check-sat)

; obligation 43: store normalized[_m, k] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i_2) 0)))
(check-sat)

; obligation 44: store normalized[_m, k] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i_2 1) M)))
(check-sat)

; obligation 45: store normalized[_m, k] | dim 1 lower: k >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= k 0)))
(check-sat)

; obligation 46: store normalized[_m, k] | dim 1 upper: k + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ k 1) 8)))
(check-sat)

; obligation 47: store normalized[_m, k] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i_2 1) 1) 8)))
(let ((a!2 (+ 0 a!1 (* (- (+ k 1) 1) 1))))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 48: load w[_m, k] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i_2) 0)))
(check-sat)

; obligation 49: load w[_m, k] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i_2 1) M)))
(check-sat)

; obligation 50: load w[_m, k] | dim 1 lower: k >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= k 0)))
(check-sat)

; obligation 51: load w[_m, k] | dim 1 upper: k + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ k 1) 8)))
(check-sat)

; obligation 52: load w[_m, k] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i_2 1) 1) 8)))
(let ((a!2 (+ 0 a!1 (* (- (+ k 1) 1) 1))))
  (not (< a!2 2147483648)))))
(check-sat)
