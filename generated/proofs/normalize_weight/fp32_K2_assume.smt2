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

; obligation 3: load w[_m, 0] | dim 1 upper: 0 + 1 <= 2
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
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 2)))
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

; obligation 8: load w[_m, 1] | dim 1 upper: 1 + 1 <= 2
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
(assert (let ((a!1 (* (- (+ (* bx 128) _i 1) 1) 2)))
  (not (< (+ 0 a!1 1) 2147483648))))
(check-sat)

; obligation 10: store denominator[_m] | dim 0 lower: _m >= 0
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

; obligation 11: store denominator[_m] | dim 0 upper: _m + 1 <= M
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

; obligation 12: store denominator[_m] | int32: largest linear offset < 2^31
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

; obligation 13: store normalized[_m, k] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i_2) 0)))
(check-sat)

; obligation 14: store normalized[_m, k] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i_2 1) M)))
(check-sat)

; obligation 15: store normalized[_m, k] | dim 1 lower: k >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= k 0)))
(check-sat)

; obligation 16: store normalized[_m, k] | dim 1 upper: k + 1 <= 2
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ k 1) 2)))
(check-sat)

; obligation 17: store normalized[_m, k] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i_2 1) 1) 2)))
(let ((a!2 (+ 0 a!1 (* (- (+ k 1) 1) 1))))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 18: load w[_m, k] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* bx 128) _i_2) 0)))
(check-sat)

; obligation 19: load w[_m, k] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) _i_2 1) M)))
(check-sat)

; obligation 20: load w[_m, k] | dim 1 lower: k >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= k 0)))
(check-sat)

; obligation 21: load w[_m, k] | dim 1 upper: k + 1 <= 2
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ k 1) 2)))
(check-sat)

; obligation 22: load w[_m, k] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun k () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= _i_2 0) (< _i_2 128)))
(assert (and (>= k 0) (< k 2)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) _i_2 1) 1) 2)))
(let ((a!2 (+ 0 a!1 (* (- (+ k 1) 1) 1))))
  (not (< a!2 2147483648)))))
(check-sat)
