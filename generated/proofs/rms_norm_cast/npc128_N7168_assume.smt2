; obligation 0: T.copy read x[bx, 0] (1 x 7168) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 1: T.copy read x[bx, 0] (1 x 7168) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 2: T.copy read x[bx, 0] (1 x 7168) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read x[bx, 0] (1 x 7168) | dim 1 upper: 0 + 7168 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read x[bx, 0] (1 x 7168) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx 1) 1) 7168) 7167)))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 5: load weight[n] | dim 0 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n_1 0)))
(check-sat)

; obligation 6: load weight[n] | dim 0 upper: n + 1 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n_1 1) 7168)))
(check-sat)

; obligation 7: load weight[n] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ n_1 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 8: store s[_m, _g] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 56)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i_4) 0)))
(check-sat)

; obligation 9: store s[_m, _g] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 56)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i_4 1) M)))
(check-sat)

; obligation 10: store s[_m, _g] | dim 1 lower: _g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 56)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= _g 0)))
(check-sat)

; obligation 11: store s[_m, _g] | dim 1 upper: _g + 1 <= 56
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 56)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ _g 1) 56)))
(check-sat)

; obligation 12: store s[_m, _g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 56)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i_4 1) 1) 56) (* (- (+ _g 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 13: store y[_m, n] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i_5) 0)))
(check-sat)

; obligation 14: store y[_m, n] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i_5 1) M)))
(check-sat)

; obligation 15: store y[_m, n] | dim 1 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n_3 0)))
(check-sat)

; obligation 16: store y[_m, n] | dim 1 upper: n + 1 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n_3 1) 7168)))
(check-sat)

; obligation 17: store y[_m, n] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 7168)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i_5 1) 1) 7168) (* (- (+ n_3 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)
